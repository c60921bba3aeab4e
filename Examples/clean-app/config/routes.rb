Rails.application.routes.draw do
  resource :session, only: %i[ new create destroy ]
  resources :passwords, param: :token, only: %i[ new create edit update ]
  resource :registration, only: %i[ new create ]
  resource :settings, only: %i[ show update ]
  resource :profile, only: %i[ edit update ]
  resource :stats, only: :show

  resources :notebooks do
    resources :entries, only: %i[ new create ]
  end

  resources :entries, except: %i[ new create ] do
    collection do
      get :archived
    end
    member do
      patch :archive
      patch :pin
    end
    resources :comments, only: %i[ create destroy ]
  end

  resources :tags, only: %i[ index show ]
  resources :reminders, except: :show

  get "about", to: "pages#about"
  get "configurations/android_v1", to: "configurations#android_v1"
  get "up" => "rails/health#show", as: :rails_health_check

  root "entries#index"
end
